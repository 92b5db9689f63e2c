import type * as z from 'zod';

/** Parses one file's value; problems come back as lines naming the file and field. */
export function checkContent<S extends z.ZodType>(
  file: string,
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: ContentError[] } {
  // reportInput: so that a wrong value can be told apart from a missing one.
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fromZodIssues(file, result.error.issues) };
}

/** One problem in one content file, printed as `file: field: reason`. */
export interface ContentError {
  file: string;
  field: string;
  reason: string;
}

export function formatContentErrors(errors: ContentError[]): string {
  const lines = errors.map(({ file, field, reason }) => `${file}: ${field || '(file)'}: ${reason}`);
  const count = `${errors.length} content error${errors.length === 1 ? '' : 's'}; nothing was built.`;
  return [...lines, count].join('\n');
}

/** Turns zod issues into one plain-English line each. */
function fromZodIssues(file: string, issues: z.core.$ZodIssue[], prefix: PropertyKey[] = []): ContentError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        field: joinPath([...path, key]),
        reason: 'unknown field (check its spelling, or remove it)',
      }));
    }
    return [{ file, field: joinPath(path), reason: describeIssue(issue) }];
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (!('input' in issue) || issue.input === undefined) return `required (expected ${issue.expected})`;
    return `expected ${issue.expected}, got ${describeValue(issue.input)}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return `expected at least ${issue.minimum} item(s)`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `too long (${issue.maximum} characters at most)`;
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) === 1 ? 'must not be empty' : `too short (${issue.minimum} characters at least)`;
  }
  if (issue.code === 'invalid_value') return issue.message.replace(/^Invalid option: /, '');
  return issue.message;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return typeof value === 'string' ? `the text ${JSON.stringify(value)}` : `${typeof value} ${String(value)}`;
}

function joinPath(path: PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}
