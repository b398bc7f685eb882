/** The two speakers as the viewer, the room's verdict and the ∆s name them. */
export const SPEAKER_LABELS = ['First Speaker', 'Second Speaker'] as const;
