// The reference page's stylesheet, served beside it: the Content-Security-Policy allows styles from
// the site's own files only, never inline. Readable without it too.

/** A plain, readable layout for `renderReferencePage`. */
export const referenceStylesheet = `:root {
  color-scheme: light dark;
  background: #fff;
  color: #1b1b1b;
  --link: #1a4fa0;
  --muted: #5c5c5c;
  --rule: #d0d0d0;
  --code: #f2f2f2;
}
@media (prefers-color-scheme: dark) {
  :root {
    background: #121212;
    color: #e8e8e8;
    --link: #8ab4f8;
    --muted: #b0b0b0;
    --rule: #444;
    --code: #262626;
  }
}
a {
  color: var(--link);
}
body {
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.5;
  margin: 0 auto;
  max-width: 60rem;
  padding: 1rem 1.25rem 4rem;
}
.skip {
  position: absolute;
  left: -10000px;
}
.skip:focus {
  position: static;
}
code {
  background: var(--code);
  border-radius: 3px;
  font-size: 0.9em;
  padding: 0 0.2em;
  /* A long path breaks at any character on a phone rather than running off the screen. */
  overflow-wrap: anywhere;
}
h1 {
  margin-bottom: 0.25rem;
}
h2 {
  border-bottom: 2px solid var(--rule);
  margin-top: 3rem;
}
article {
  border-top: 1px solid var(--rule);
  padding-top: 0.5rem;
}
h3 {
  font-size: 1.15rem;
  overflow-wrap: anywhere;
}
.method {
  border-radius: 3px;
  color: #fff;
  display: inline-block;
  font-size: 0.8rem;
  min-width: 4rem;
  padding: 0.1rem 0.4rem;
  text-align: center;
}
.method-get {
  background: #1a6334;
}
.method-post {
  background: #1f4f99;
}
.method-put,
.method-patch {
  background: #7a4b00;
}
.method-delete {
  background: #a3191b;
}
.summary {
  font-weight: 600;
}
table {
  border-collapse: collapse;
  margin: 1rem 0;
  width: 100%;
}
caption {
  font-weight: 600;
  text-align: left;
}
th,
td {
  border: 1px solid var(--rule);
  padding: 0.3rem 0.5rem;
  text-align: left;
  vertical-align: top;
}
.fields,
.choices,
.media {
  margin: 0.25rem 0;
  padding-left: 1.25rem;
}
.required,
.constraints {
  color: var(--muted);
  font-size: 0.9em;
}
.responses dt {
  margin-top: 0.75rem;
}
.responses dd {
  margin-left: 1.5rem;
}
.status {
  font-weight: 700;
}
.status-2xx {
  color: #1a6334;
}
.status-4xx,
.status-5xx {
  color: #a3191b;
}
@media (prefers-color-scheme: dark) {
  .status-2xx {
    color: #6fcf8f;
  }
  .status-4xx,
  .status-5xx {
    color: #ff8a8a;
  }
}
nav ul ul {
  font-size: 0.9em;
}
`;
