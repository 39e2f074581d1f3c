import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText.tsx';

const render = (text: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MessageText text={text} />
    </MantineProvider>,
  );

describe('MessageText', () => {
  it('shows markup as text, never as markup', () => {
    const html = render('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('makes only http and https links clickable, opening apart from the app', () => {
    const html = render('see https://example.com/a?b=1, or javascript:alert(1)');
    expect(html).toContain('<a');
    expect(html).toContain('href="https://example.com/a?b=1"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(html).not.toContain('href="javascript');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
