import { describe, expect, it } from 'vitest';
import { createTextExtractor, parseArgumentLenient, parseArgumentStrict, readArgument, StreamingFieldReader } from './tool-arguments.ts';
import { stripControlCharacters } from '../_shared/ai/control-characters.ts';

/** Feeds the string in pieces of the given sizes (cycled) and joins what the extractor returns. */
function streamIn(raw: string, sizes: number[]): string[] {
  const extract = createTextExtractor();
  const out: string[] = [];
  let i = 0;
  let k = 0;
  while (i < raw.length) {
    const size = sizes[k++ % sizes.length] ?? 1;
    out.push(extract(raw.slice(i, i + size)));
    i += size;
  }
  return out;
}

describe('streaming text extraction from partial tool-call arguments', () => {
  const text = 'Cars choke our streets.\nWe deserve "space" — and clean air \\ quiet 😀.';
  const raw = JSON.stringify({ text, summary: 'Ban them.' });

  it.each([[[1]], [[2, 3]], [[7]], [[raw.length]]])('decodes the text field whatever the fragment sizes (%j)', (sizes) => {
    expect(streamIn(raw, sizes).join('')).toBe(text);
  });

  it('hands text out as it arrives, before the JSON is complete', () => {
    const extract = createTextExtractor();
    expect(extract('{"te')).toBe('');
    expect(extract('xt": "Hel')).toBe('Hel');
    expect(extract('lo wor')).toBe('lo wor');
    expect(extract('ld\\')).toBe('ld');
    expect(extract('n", "summary": "S"}')).toBe('\n');
  });

  it('holds a \\u escape and a surrogate pair split across fragments until complete', () => {
    const extract = createTextExtractor();
    expect(extract('{"text":"a\\u00')).toBe('a');
    expect(extract('e9\\ud83d')).toBe('é');
    expect(extract('\\ude00!"')).toBe('😀!');
  });

  it('finds the text field after other fields, skipping nested values', () => {
    const chunks = streamIn('{"summary":"S","meta":{"a":[1,{"text":"no"}],"b":"}"},"n":3,"text":"yes"}', [4]);
    expect(chunks.join('')).toBe('yes');
  });

  it('skips chatter before the object and drops raw control characters', () => {
    expect(streamIn('```json\n{"text": "a\u0007b\nc"}', [3]).join('')).toBe('abc');
  });

  it("keeps reading past an escape JSON lacks (\\'), even split across fragments", () => {
    const extract = createTextExtractor();
    expect(extract('{"text":"don\\')).toBe('don');
    expect(extract("'t stop")).toBe("'t stop");
    expect(readArgument('{"text":"It\\\'s T","summary":"S"}')).toEqual({ text: "It's T", summary: 'S', parse: 'lenient' });
  });

  it('reads every top-level string field and whether it was closed', () => {
    const reader = new StreamingFieldReader();
    reader.push('{"text":"done","summary":"half');
    expect(reader.fields().get('text')).toEqual({ value: 'done', complete: true });
    expect(reader.fields().get('summary')).toEqual({ value: 'half', complete: false });
  });
});

describe('reading the complete arguments', () => {
  it('strips control characters', () => {
    expect(stripControlCharacters('a\u0000b\u001fc\u007fd\u0085e\nf')).toBe('abcdef');
  });

  it('parses well-formed arguments strictly and keeps escaped line breaks', () => {
    expect(readArgument('{"text":"Para one.\\n\\nPara two.","summary":"Short."}')).toEqual({
      text: 'Para one.\n\nPara two.',
      summary: 'Short.',
      parse: 'strict',
    });
  });

  it('strips raw control characters before the first parse, as the spec does', () => {
    expect(parseArgumentStrict('{"text":"a\nb\u0001","summary":"s"}')).toEqual({ text: 'ab', summary: 's' });
  });

  it('requires both fields to be non-empty text', () => {
    expect(parseArgumentStrict('{"text":"a"}')).toBeNull();
    expect(parseArgumentStrict('{"text":"a","summary":"  "}')).toBeNull();
    expect(parseArgumentStrict('{"text":1,"summary":"s"}')).toBeNull();
  });

  it.each([
    ['a code fence and chatter', 'Sure! ```json\n{"text": "T", "summary": "S"}\n``` hope that helps'],
    ['a trailing comma', '{"text": "T", "summary": "S",}'],
    ['truncated at the end', '{"text": "T", "summary": "S'],
    ['truncated after an escape', '{"text": "T", "summary": "S\\'],
    ['a wrapped call', '{"name": "submit_argument", "arguments": {"text": "T", "summary": "S"}}'],
    ['a wrapped call with string arguments', '{"name": "submit_argument", "arguments": "{\\"text\\": \\"T\\", \\"summary\\": \\"S\\"}"}'],
    ['an unescaped quote-free tail after the fields', '{"text": "T", "summary": "S" oops'],
  ])('recovers %s with the lenient parse', (_case, raw) => {
    expect(parseArgumentStrict(raw)).toBeNull();
    expect(parseArgumentLenient(raw)).toEqual({ text: 'T', summary: 'S' });
    expect(readArgument(raw).parse).toBe('lenient');
  });

  it('keeps raw line breaks inside strings as line breaks in the lenient parse', () => {
    // The strict parse succeeds here (after stripping), so call the lenient one directly.
    expect(parseArgumentLenient('{"text": "one\ntwo", "summary": "S",}')).toEqual({ text: 'one\ntwo', summary: 'S' });
  });

  it.each([
    ['nothing at all', ''],
    ['prose instead of JSON', 'I think cars are bad.'],
    ['a text without a summary', '{"text": "T"}'],
    ['wrong types', '{"text": ["T"], "summary": {"s": 1}}'],
  ])('falls back to the spec texts for %s', (_case, raw) => {
    expect(readArgument(raw)).toEqual({
      text: 'An error occurred while generating the argument.',
      summary: 'Error generating response.',
      parse: 'fallback',
    });
  });
});
