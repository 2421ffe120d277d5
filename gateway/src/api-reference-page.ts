import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  Reference,
  RequestBodyObject,
  ResponseObject,
} from '@tracker/contracts/openapi/document';
import type { JsonSchema } from '@tracker/contracts/openapi/json-schema';

// The API's reference as one page of plain HTML, made from the OpenAPI document on the server: it needs
// no script, so it works under the gateway's Content-Security-Policy like every other answer, and it
// reads with a screen reader or without styles as well as with them.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text with `code` spans, as the document's descriptions are written. */
function inline(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function paragraphs(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((part) => `<p>${inline(part)}</p>`)
    .join('');
}

/** An id for the page's anchors: letters, digits and dashes. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

function schemaLink(ref: string): string {
  const name = refName(ref);
  return `<a href="#schema-${slug(name)}">${escape(name)}</a>`;
}

const CONSTRAINTS: ReadonlyArray<[string, string]> = [
  ['minLength', 'at least {} character(s)'],
  ['maxLength', 'at most {} character(s)'],
  ['minimum', 'at least {}'],
  ['exclusiveMinimum', 'more than {}'],
  ['maximum', 'at most {}'],
  ['exclusiveMaximum', 'less than {}'],
  ['multipleOf', 'in steps of {}'],
  ['minItems', 'at least {} item(s)'],
  ['maxItems', 'at most {} item(s)'],
  ['pattern', 'matching <code>{}</code>'],
  ['format', 'format {}'],
];

function constraintsOf(schema: JsonSchema): string[] {
  const found = CONSTRAINTS.filter(([key]) => schema[key] !== undefined).map(([key, words]) => {
    const value = String(schema[key]);
    // "at least 1 character", "at most 500 characters"
    return words.replace('{}', escape(value)).replace('(s)', value === '1' ? '' : 's');
  });
  if (schema.default !== undefined)
    found.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`);
  return found;
}

function literal(value: unknown): string {
  return `<code>${escape(JSON.stringify(value))}</code>`;
}

/** What a schema allows, as a line of text followed by the fields of an object. */
function describeSchema(schema: JsonSchema): string {
  if (isReference(schema)) return schemaLink(schema.$ref);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  let text: string;
  let fields = '';
  if (choices) {
    const others = choices.filter((choice) => choice.type !== 'null');
    const nullable = others.length < choices.length ? ' or null' : '';
    text =
      others.length === 1
        ? `${describeSchema(others[0]!)}${nullable}`
        : `one of${nullable ? ' (or null)' : ''}:<ul class="choices">${others
            .map((choice) => `<li>${describeSchema(choice)}</li>`)
            .join('')}</ul>`;
  } else if (schema.const !== undefined) {
    text = literal(schema.const);
  } else if (Array.isArray(schema.enum)) {
    text = `one of ${schema.enum.map(literal).join(', ')}`;
  } else if (schema.contentSchema !== undefined) {
    text = `text holding ${describeSchema(schema.contentSchema as JsonSchema)}`;
  } else if (schema.contentMediaType !== undefined && schema.type === 'string') {
    text = 'a file';
  } else {
    const types = Array.isArray(schema.type)
      ? (schema.type as string[])
      : schema.type
        ? [String(schema.type)]
        : [];
    text = types.length === 0 ? 'any value' : types.map((type) => escape(type)).join(' or ');
    if (schema.type === 'array' && schema.items)
      text = `array of ${describeSchema(schema.items as JsonSchema)}`;
    if (schema.type === 'object') {
      fields = objectFields(schema);
      const values = schema.additionalProperties;
      if (typeof values === 'object' && values !== null && Object.keys(values).length > 0) {
        text = `object, each value ${describeSchema(values as JsonSchema)}`;
      }
    }
  }
  const details = constraintsOf(schema);
  const line = details.length > 0 ? `${text} <span class="constraints">(${details.join(', ')})</span>` : text;
  const described = typeof schema.description === 'string' ? ` — ${inline(schema.description)}` : '';
  return `${line}${described}${fields}`;
}

function objectFields(schema: JsonSchema): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const entries = Object.entries(properties);
  if (entries.length === 0) return '';
  const items = entries.map(
    ([name, property]) =>
      `<li><code class="field">${escape(name)}</code>${
        required.has(name) ? ' <span class="required">required</span>' : ''
      }: ${describeSchema(property)}</li>`,
  );
  return `<ul class="fields">${items.join('')}</ul>`;
}

function resolveParameter(
  document: OpenApiDocument,
  parameter: ParameterObject | Reference,
): ParameterObject {
  if (!isReference(parameter)) return parameter;
  const found = document.components.parameters[refName(parameter.$ref)];
  if (!found) throw new Error(`No parameter ${parameter.$ref}`);
  return found;
}

function resolveResponse(document: OpenApiDocument, response: ResponseObject | Reference): ResponseObject {
  if (!isReference(response)) return response;
  const found = document.components.responses[refName(response.$ref)];
  if (!found) throw new Error(`No response ${response.$ref}`);
  return found;
}

function parametersTable(document: OpenApiDocument, operation: OperationObject): string {
  if (operation.parameters.length === 0) return '';
  const rows = operation.parameters.map((reference) => {
    const parameter = resolveParameter(document, reference);
    const about = parameter.description ? ` — ${inline(parameter.description)}` : '';
    return (
      `<tr><th scope="row"><code>${escape(parameter.name)}</code></th><td>${parameter.in}</td>` +
      `<td>${parameter.required ? 'yes' : 'no'}</td><td>${describeSchema(parameter.schema)}${about}</td></tr>`
    );
  });
  return (
    '<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>' +
    `<th scope="col">Required</th><th scope="col">Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function contentList(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  if (!content) return '';
  const items = Object.entries(content).map(
    ([type, media]) =>
      `<li><code>${escape(type)}</code>${media.schema ? `: ${describeSchema(media.schema)}` : ''}</li>`,
  );
  return `<ul class="media">${items.join('')}</ul>`;
}

function requestBodySection(body: RequestBodyObject | undefined, headingId: string): string {
  if (!body) return '';
  const need = body.required ? 'Required.' : 'Optional.';
  return (
    `<h4 id="${headingId}">Request body</h4><p>${need}${body.description ? ` ${inline(body.description)}` : ''}</p>` +
    contentList(body.content)
  );
}

function responsesSection(document: OpenApiDocument, operation: OperationObject, headingId: string): string {
  const entries = Object.entries(operation.responses).map(([status, reference]) => {
    const response = resolveResponse(document, reference);
    const headers = Object.entries(response.headers ?? {}).map(
      ([name, header]) => `<li>Header <code>${escape(name)}</code>: ${inline(header.description)}</li>`,
    );
    return (
      `<dt><span class="status status-${status[0]}xx">${escape(status)}</span></dt>` +
      `<dd>${paragraphs(response.description)}${headers.length > 0 ? `<ul>${headers.join('')}</ul>` : ''}` +
      `${contentList(response.content)}</dd>`
    );
  });
  return `<h4 id="${headingId}">Responses</h4><dl class="responses">${entries.join('')}</dl>`;
}

function operationArticle(
  document: OpenApiDocument,
  path: string,
  method: string,
  operation: OperationObject,
): string {
  const id = `op-${slug(operation.operationId)}`;
  return (
    `<article id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method method-${method}">${method.toUpperCase()}</span> ` +
    `<code class="path">${escape(path)}</code></h3>` +
    `<p class="summary">${inline(operation.summary)}</p>${paragraphs(operation.description)}` +
    parametersTable(document, operation) +
    requestBodySection(operation.requestBody, `${id}-body`) +
    responsesSection(document, operation, `${id}-responses`) +
    '</article>'
  );
}

interface ListedOperation {
  path: string;
  method: string;
  operation: OperationObject;
}

function operationsByTag(document: OpenApiDocument): Map<string, ListedOperation[]> {
  const byTag = new Map<string, ListedOperation[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags) byTag.get(tag)?.push({ path, method, operation });
    }
  }
  return byTag;
}

/** The reference page of `document`, linking `stylesheet` and the document itself at `documentPath`. */
export function renderReferencePage(
  document: OpenApiDocument,
  links: { stylesheet: string; documentPath: string },
): string {
  const byTag = operationsByTag(document);
  const contents = document.tags
    .map((tag) => {
      const operations = (byTag.get(tag.name) ?? [])
        .map(
          ({ path, method, operation }) =>
            `<li><a href="#op-${slug(operation.operationId)}">${method.toUpperCase()} <code>${escape(path)}</code></a></li>`,
        )
        .join('');
      return `<li><a href="#tag-${slug(tag.name)}">${escape(tag.name)}</a><ul>${operations}</ul></li>`;
    })
    .join('');
  const sections = document.tags
    .map((tag) => {
      const id = `tag-${slug(tag.name)}`;
      const articles = (byTag.get(tag.name) ?? [])
        .map(({ path, method, operation }) => operationArticle(document, path, method, operation))
        .join('');
      return (
        `<section id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${escape(tag.name)}</h2>` +
        `${paragraphs(tag.description)}${articles}</section>`
      );
    })
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => {
      const id = `schema-${slug(name)}`;
      // Not a landmark like the tags' sections: a schema may share a tag's name ("Feedback").
      return `<div id="${id}" class="schema"><h3 id="${id}-title">${escape(name)}</h3>${describeSchema(schema)}</div>`;
    })
    .join('');
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${escape(links.stylesheet)}">
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>${escape(title)}</h1>
<p>Version ${escape(version)}, OpenAPI ${escape(document.openapi)}. <a href="${escape(links.documentPath)}">The document as JSON</a>, to generate a client from.</p>
</header>
<nav aria-labelledby="contents-title">
<h2 id="contents-title">Contents</h2>
<ul><li><a href="#overview">Overview</a></li>${contents}<li><a href="#schemas">Schemas</a></li></ul>
</nav>
<main id="main">
<section id="overview" aria-labelledby="overview-title"><h2 id="overview-title">Overview</h2>${paragraphs(description)}</section>
${sections}
<section id="schemas" aria-labelledby="schemas-title"><h2 id="schemas-title">Schemas</h2>${schemas}</section>
</main>
</body>
</html>
`;
}
