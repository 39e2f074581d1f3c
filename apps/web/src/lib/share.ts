/** What the share buttons do (the referral link, a Brand Voice piece): where they send it, and copying it. */

export const shareMessage = 'Join me on IYL, my personal coach for health, money and relationships:';

export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

/** WhatsApp's share page with `text` ready to send. */
export function whatsAppTextUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function whatsAppShareUrl(link: string, message = shareMessage): string {
  return whatsAppTextUrl(`${message} ${link}`);
}

/**
 * Copies `text`: the Clipboard API where the page may use it, else the selected text of `input`
 * with the older copy command. Resolves to whether it worked.
 */
export async function copyText(text: string, input?: HTMLInputElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not a secure page): try the old way below.
    }
  }
  if (!input) return false;
  input.focus();
  input.select();
  input.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
