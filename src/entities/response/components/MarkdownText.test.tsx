import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarkdownRenderer } from './MarkdownRenderer.tsx';
import { isPlainProse, MarkdownText, preloadMarkdown } from './MarkdownText.tsx';

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

  it('shows plain prose as the parser would, without it', () => {
    const prose = [
      'Which evidence exactly? I would like to see the sources behind this claim.',
      'First paragraph, with a comma; and a colon: here.\n\n  Second one, after a blank line.  ',
      'A line\nand the next line of the same paragraph (a soft break).',
      'Numbers like 2020 or 3.5% mid-line, quotes "like this", and a URL https://example.org/x?y=1.',
      '\n\n\nSpaced out.\n \n\t\nLast.\n',
    ];
    const collapsed = (html: string) => html.replace(/\s+/g, ' ').replace(/> /g, '>').replace(/ </g, '<');
    for (const text of prose) {
      expect(isPlainProse(text)).toBe(true);
      const fast = render(<MarkdownText text={text} />).container.firstElementChild!.innerHTML;
      const parsed = render(<MarkdownRenderer text={text} />).container.innerHTML;
      expect(collapsed(fast)).toBe(collapsed(parsed));
    }
  });

  it("leaves anything with Markdown's syntax to the parser", () => {
    for (const text of [
      '**bold**',
      '_em_',
      '`code`',
      '[a](https://x)',
      'a &amp; b',
      '<b>x</b>',
      '# heading',
      'Title\n===',
      'Title\n---',
      '- item',
      '+ item',
      '1. item',
      '2) item',
      '    indented code',
      'hard  \nbreak',
      'esc\\aped',
      '![img](x)',
      'a ~ b',
      'a | b',
    ]) {
      expect(isPlainProse(text), text).toBe(false);
    }
  });
});
