import { linkPieces } from '@iyl/core/community/text';
import { Text, type TextProps } from '@mantine/core';
import classes from './community.module.css';

/**
 * What a member wrote, as text: React puts it in the page as text (never as markup), line breaks kept;
 * only http and https links (core's linkPieces) become links, opening apart from the app.
 */
export function MessageText({ text, testId, className, ...props }: { text: string; testId?: string; className?: string } & TextProps) {
  return (
    <Text className={className ? `${classes.plain} ${className}` : classes.plain} data-testid={testId} {...props}>
      <Pieces pieces={linkPieces(text)} target="_blank" rel="noopener noreferrer nofollow ugc" />
    </Text>
  );
}

/** Text in pieces, as text, the pieces with an address as links (members' links, a helpline's numbers). */
export function Pieces({ pieces, target, rel }: { pieces: readonly ({ text: string } | { text: string; href: string })[]; target?: string; rel?: string }) {
  return pieces.map((piece, i) =>
    'href' in piece ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order, never reordered.
      <a key={i} className={classes.link} href={piece.href} target={target} rel={rel}>
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
}
