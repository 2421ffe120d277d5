// `**bold**` and `` `code` ``: the only inline markup article text uses (the PDF script reads it too).
const INLINE = /(\*\*[^*]+\*\*|`[^`]+`)/;

/** A sentence of article text with its inline markup turned into elements. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(INLINE).map((part, index) => {
        if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) {
          return <strong key={index}>{part.slice(2, -2)}</strong>;
        }
        if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
          return <code key={index}>{part.slice(1, -1)}</code>;
        }
        return part;
      })}
    </>
  );
}
