/**
 * Writes the debate's topic into the prerendered frame (config/prerender.ts)
 * while the frame is still on screen: the page's largest text then paints as
 * soon as the debate has arrived, not once React has loaded and rendered
 * (bench:web: the viewer's LCP on a phone). The app's first render replaces
 * the frame with the same heading in the same place. Does nothing once the
 * app has taken over (its skeleton is not inside `.app-frame`).
 */
export function paintFrameTopic(topic: string): void {
  const slot = document.querySelector<HTMLElement>('.app-frame [data-frame-topic]');
  if (slot) slot.textContent = topic;
}
