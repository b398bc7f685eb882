/** C0 and C1 control characters, which models sometimes emit raw inside JSON strings. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export function stripControlCharacters(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, '');
}
