import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { Anchor, Popover, Text, UnstyledButton } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { CITE, linkCitations, safeUrl } from './citation-links.ts';
import classes from './coach-chat.module.css';

/*
 * An answer as safe Markdown (react-markdown: no raw HTML reaches the page). Paragraphs, lists, bold
 * and links; a link goes out only to http(s) (anything else is shown as its words), images are not
 * fetched, and each checked citation becomes a button that opens the passage it points at.
 */

function CitationButton({ citation, children }: { citation: ChatCitation; children: ComponentProps<'a'>['children'] }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={320} position="top" withArrow shadow="md" opened={opened} onChange={setOpened} returnFocus>
      <Popover.Target>
        <UnstyledButton
          className={classes.citation}
          aria-label={`Source: ${citation.title}${citation.page ? `, page ${citation.page}` : ''}`}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
          // Focus stays on the button (the passage is text to read): Escape is heard here.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) {
              event.stopPropagation();
              setOpened(false);
            }
          }}
        >
          {children}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm">
          {citation.title}
          {citation.page ? `, page ${citation.page}` : ''}
        </Text>
        <Text size="sm" mt={4} className={classes.quote}>
          {citation.quote}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ChatMarkdown({ text, citations = [] }: { text: string; citations?: readonly ChatCitation[] }) {
  const components: Components = {
    a: ({ href, children }) => {
      const cite = href ? CITE.exec(href) : null;
      const citation = cite ? citations[Number(cite[1])] : undefined;
      if (citation) return <CitationButton citation={citation}>{children}</CitationButton>;
      if (!href) return <span>{children}</span>;
      return (
        <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
          {children}
        </Anchor>
      );
    },
  };
  return (
    <div className={classes.markdown}>
      <Markdown skipHtml disallowedElements={['img']} urlTransform={safeUrl} components={components}>
        {linkCitations(text, citations)}
      </Markdown>
    </div>
  );
}
