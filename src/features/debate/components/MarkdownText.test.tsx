import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarkdownText, preloadMarkdown } from './MarkdownText.tsx';

// As useResponses does before it shows a page with text.
beforeAll(async () => {
  await preloadMarkdown();
});

describe('MarkdownText', () => {
  it('renders emphasis, lists, inline code and safe links', () => {
    const { container } = render(
      <MarkdownText text={'The **evidence** is *thin*:\n\n- first\n- second\n\nSee `cast_vote` and [the study](https://example.org/s).'} />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('evidence');
    expect(container.querySelector('em')).toHaveTextContent('thin');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('code')).toHaveTextContent('cast_vote');
    const link = screen.getByRole('link', { name: 'the study' });
    expect(link).toHaveAttribute('href', 'https://example.org/s');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows raw HTML as text and never as elements', () => {
    const source = 'Hi <script>alert(1)</script> and <img src=x onerror="alert(2)">';
    const { container } = render(<MarkdownText text={source} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(2)">');
  });

  it('drops javascript: links and unwraps what the subset does not allow', () => {
    const { container } = render(<MarkdownText text={'# Big\n\n[click](javascript:alert(1)) ![pic](https://x/y.png)'} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(container).toHaveTextContent('Big');
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
