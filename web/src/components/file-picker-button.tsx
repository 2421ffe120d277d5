import { useId } from 'react';
import '../lib/upload-messages';
import './file-picker-button.css';

interface FilePickerButtonProps {
  label: string;
  /** Read after the label by screen readers, such as which activity the file is for. */
  context?: string;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  /** Id of a hint about the accepted files. */
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file picker that looks like a button. The input itself stays in the tab order (visually hidden),
 * so keyboard and screen-reader users operate the real control; its label is what shows.
 */
export function FilePickerButton({
  label,
  context,
  multiple,
  accept,
  disabled,
  describedBy,
  onFiles,
}: FilePickerButtonProps) {
  const id = useId();
  return (
    <span className="file-picker">
      <input
        id={id}
        type="file"
        className="usa-sr-only file-picker__input"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again is seen as a new choice.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={`usa-button usa-button--outline usa-button--small file-picker__label${disabled ? ' is-disabled' : ''}`}
      >
        {label}
        {context && (
          <>
            {' '}
            <span className="usa-sr-only">{context}</span>
          </>
        )}
      </label>
    </span>
  );
}
