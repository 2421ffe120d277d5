import { type ReactNode, useId, useState } from 'react';

interface ProfileSectionProps {
  title: string;
  defaultOpen?: boolean;
  danger?: boolean;
  children: ReactNode;
}

/** One collapsible part of the profile page: a heading whose button shows or hides the content. */
export function ProfileSection({
  title,
  defaultOpen = false,
  danger = false,
  children,
}: ProfileSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div
      className={`usa-accordion usa-accordion--bordered profile-section${danger ? ' profile-section--danger' : ''}`}
    >
      <h2 className="usa-accordion__heading">
        <button
          type="button"
          className="usa-accordion__button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
        </button>
      </h2>
      <div id={contentId} className="usa-accordion__content profile-section__content" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
