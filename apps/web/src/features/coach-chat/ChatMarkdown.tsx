import { answerLinkAllowed, answerWithSafeLinks } from '@iyl/core/coach-chat/answer-links';
import { pagesInWords, quoteParagraphs } from '@iyl/core/coach-chat/citation-text';
import type { ChatCitation } from '@iyl/core/coach-chat/contract';
import { Anchor, Popover, Text, UnstyledButton } from '@mantine/core';
import { type ComponentProps, useMemo, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { CITE, linkBookingPage, linkCitations, safeUrl } from './citation-links.ts';
import classes from './coach-chat.module.css';

/*
 * An answer as safe Markdown (react-markdown: no raw HTML reaches the page). Paragraphs, lists, bold
 * and links; a link goes out only where the server lets an answer link (core's answer-links: the app's
 * own pages, the care directory, an address the customer wrote in the question), anything else is shown
 * as its words — also while the answer is still being written, before the server has checked it.
 * Images are not fetched, and each checked citation becomes a button that opens the passage it points at.
 * The booking page named in an answer (Book a Session) is a link to it.
 */

/** Where the passage is, after its title: ", page 3", ", pages 1–2" (a sentence running onto the next page), or nothing (the library). */
const where = (citation: ChatCitation) => {
  const pages = pagesInWords(citation);
  return pages ? `, ${pages}` : '';
};

function CitationButton({ citation, children }: { citation: ChatCitation; children: ComponentProps<'a'>['children'] }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={320} position="top" withArrow shadow="md" opened={opened} onChange={setOpened} returnFocus>
      <Popover.Target>
        <UnstyledButton
          className={classes.citation}
          aria-label={`Source: ${citation.title}${where(citation)}`}
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
          {where(citation)}
        </Text>
        {/* It scrolls when long: reachable by keyboard, and named for what it holds. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
        <section className={classes.quote} tabIndex={0} aria-label={`Passage: ${citation.title}${where(citation)}`}>
          {quoteParagraphs(citation.quote).map((paragraph, i) => (
            // A quote's paragraphs never change order or move: the index is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Text key={i} size="sm" mt={4}>
              {paragraph}
            </Text>
          ))}
        </section>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ChatMarkdown({ text, citations = [], question = '' }: { text: string; citations?: readonly ChatCitation[]; question?: string }) {
  const links = useMemo(() => ({ question, appOrigin: globalThis.location?.origin ?? '' }), [question]);
  const allowed = useMemo(() => answerLinkAllowed(links), [links]);
  const components: Components = {
    a: ({ href, children }) => {
      const cite = href ? CITE.exec(href) : null;
      const citation = cite ? citations[Number(cite[1])] : undefined;
      if (citation) return <CitationButton citation={citation}>{children}</CitationButton>;
      if (!href || cite || !allowed(href)) return <span>{children}</span>;
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
        {linkCitations(answerWithSafeLinks(linkBookingPage(text, links.appOrigin), links), citations)}
      </Markdown>
    </div>
  );
}
