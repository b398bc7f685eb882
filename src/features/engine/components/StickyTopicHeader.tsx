export interface StickyTopicHeaderProps {
  topic: string;
  visible: boolean;
  running: boolean;
}

/**
 * Appears once the topic heading has scrolled out of view. It repeats the
 * heading, so it is hidden from assistive technology.
 */
export function StickyTopicHeader({ topic, visible, running }: StickyTopicHeaderProps) {
  return (
    <div className={`sticky-topic${visible ? ' sticky-topic--visible' : ''}`} aria-hidden="true" data-testid="sticky-topic">
      <div className="sticky-topic__inner">
        <span className="sticky-topic__text">{topic}</span>
        {running && <span className="sticky-topic__status">discussion in progress...</span>}
      </div>
    </div>
  );
}
