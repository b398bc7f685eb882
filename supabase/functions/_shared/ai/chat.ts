/** What a debater or a judge sends the provider, and how it asks for the answer's fields. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** How the model is asked to return its fields: through a forced tool, or as JSON in its reply. */
export type OutputMode = 'tool' | 'json';

/** The output mode of one request, and with JSON whether `response_format: json_object` is sent too. */
export interface AskedFormat {
  mode: OutputMode;
  responseFormat: boolean;
}
