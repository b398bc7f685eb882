/** Sample data: the spec's backers list is a placeholder shown blurred. */
export const SAMPLE_BACKERS: readonly { name: string; role: string }[] = [
  { name: 'Open Discourse Fund', role: 'Founding backer' },
  { name: 'The Rhetoric Society', role: 'Community partner' },
  { name: 'Civic Reasoning Lab', role: 'Research partner' },
  { name: 'Debate Coaches Network', role: 'Education partner' },
  { name: 'Maria Lindqvist', role: 'Individual backer' },
  { name: 'Tomás Okafor', role: 'Individual backer' },
];
