import { type ParsedUrl, parseUrl } from '../text/url.ts';
import type { VideoKind } from './constants.ts';

/**
 * A lesson's video as it is kept: the provider and the video's id for YouTube and Vimeo (the player
 * address is built from them, never taken from the coach), or a video file from an allowed place.
 */
export interface VideoRef {
  kind: VideoKind;
  /** YouTube's 11-character id; Vimeo's number, with ":<hash>" for an unlisted video; the file's address (lessonMediaUrl). */
  id: string;
}

/**
 * Where a lesson's files (a video file, its picture) may come from: the app's own storage (/uploads/<name>,
 * or that address on the app's own origin) and https links to the hosts the install allows
 * (LESSON_MEDIA_HOSTS: lower case, with a port if any). A file from anywhere else would load in every
 * customer's browser who opens the lesson, and could follow them.
 */
export interface MediaSources {
  /** The app's own origin, e.g. https://iyl.example.com. */
  origin: string;
  hosts: readonly string[];
}

/** A file of the app's own storage, as the app serves it. */
const OWN_FILE = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;


const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{5,12}$/;
/** An unlisted Vimeo video's key (vimeo.com/<id>/<hash>, or ?h=<hash> on the player). */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v)$/i;

function urlOf(text: string): ParsedUrl | null {
  const url = parseUrl(text);
  if (!url) return null;
  return url.username || url.password ? null : url;
}

/**
 * The address of a lesson's file as kept, when it comes from an allowed place (MediaSources): its path
 * for the app's own storage (/uploads/<name>), else the https link; null for anywhere else.
 */
export function lessonMediaUrl(input: string, sources: MediaSources): string | null {
  const text = input.trim();
  if (OWN_FILE.test(text)) return text;
  const url = urlOf(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (`${url.protocol}//${url.host}` === sources.origin.toLowerCase() && OWN_FILE.test(url.pathname)) return url.pathname;
  return url.protocol === 'https:' && sources.hosts.includes(url.host) ? url.href : null;
}

/** The app's own storage only. */
const OWN_STORAGE_ONLY: MediaSources = { origin: '', hosts: [] };

/**
 * The video a link names, or null when it is none we show: YouTube (watch, youtu.be, embed, shorts,
 * live), Vimeo (the page or the player), or a .mp4, .webm or .ogg file from an allowed place (sources).
 * Anything else (another host, javascript:, data:, a page that is not a video) is refused.
 */
export function parseVideoUrl(input: string, sources: MediaSources = OWN_STORAGE_ONLY): VideoRef | null {
  const file = lessonMediaUrl(input, sources);
  if (file && VIDEO_FILE.test(file.replace(/[?#].*$/, ''))) return { kind: 'file', id: file };
  const url = urlOf(input.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts[0] && YOUTUBE_ID.test(parts[0]) ? { kind: 'youtube', id: parts[0] } : null;
  if (YOUTUBE_HOSTS.has(host)) {
    const id = parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') ? parts[1] : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const player = host === 'player.vimeo.com';
    const at = player ? (parts[0] === 'video' ? 1 : -1) : parts.findLastIndex((p: string) => VIMEO_ID.test(p));
    const id = parts[at];
    if (at < 0 || !id || !VIMEO_ID.test(id)) return null;
    const hash = (player ? url.searchParams.get('h') : parts[at + 1]) ?? '';
    return { kind: 'vimeo', id: VIMEO_HASH.test(hash) ? `${id}:${hash}` : id };
  }
  return null;
}

/** The address the player loads: YouTube's privacy-enhanced player, Vimeo's with Do Not Track, or the file. */
export function embedUrlOf(video: VideoRef): string {
  if (video.kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${video.id}`;
  if (video.kind === 'vimeo') {
    const [id, hash] = video.id.split(':');
    return `https://player.vimeo.com/video/${id}?${hash ? `h=${hash}&` : ''}dnt=1`;
  }
  return video.id;
}

/** The video's own page (or the file), as the coach would share it. */
export function sourceUrlOf(video: VideoRef): string {
  if (video.kind === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  if (video.kind === 'vimeo') return `https://vimeo.com/${video.id.replace(':', '/')}`;
  return video.id;
}
