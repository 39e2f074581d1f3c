import { describe, expect, it } from 'vitest';
import { embedUrlOf, lessonMediaUrl, type MediaSources, parseVideoUrl, sourceUrlOf } from './video.ts';

const sources: MediaSources = { origin: 'https://iyl.example.com', hosts: ['cdn.example.com', 'media.example.org:8443'] };

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  http://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('YouTube %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', '76979871:a1b2c3d4e5'],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&badge=0', '76979871:a1b2c3d4e5'],
  ])('Vimeo %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'vimeo', id });
  });

  it('a video file from the app’s own storage or an allowed host', () => {
    expect(parseVideoUrl('https://cdn.example.com/lessons/intro.MP4', sources)).toEqual({ kind: 'file', id: 'https://cdn.example.com/lessons/intro.MP4' });
    expect(parseVideoUrl('https://cdn.example.com/a.webm?x=1', sources)).toEqual({ kind: 'file', id: 'https://cdn.example.com/a.webm?x=1' });
    expect(parseVideoUrl('https://media.example.org:8443/a.mp4', sources)).toEqual({ kind: 'file', id: 'https://media.example.org:8443/a.mp4' });
    expect(parseVideoUrl('/uploads/intro.mp4')).toEqual({ kind: 'file', id: '/uploads/intro.mp4' });
    expect(parseVideoUrl('https://iyl.example.com/uploads/intro.mp4', sources)).toEqual({ kind: 'file', id: '/uploads/intro.mp4' });
  });

  it.each([
    'https://cdn.example.com/lessons/intro.mp4',
    'https://tracker.example/pixel.mp4',
    'https://media.example.org/a.mp4',
    'https://cdn.example.com.evil.example/a.mp4',
    'http://cdn.example.com/a.mp4',
    'https://iyl.example.com/api/v1/a.mp4',
  ])('refuses a video file from anywhere else: %s', (url) => {
    // Without any host allowed, and with the allowed ones (each of these is another host, port, scheme or place).
    expect(parseVideoUrl(url)).toBeNull();
    if (url !== 'https://cdn.example.com/lessons/intro.mp4') expect(parseVideoUrl(url, sources)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ',
    'data:video/mp4;base64,AAAA',
    'http://cdn.example.com/intro.mp4',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtu.be/',
    'https://vimeo.com/about',
    'https://user:pass@cdn.example.com/intro.mp4',
    'https://cdn.example.com/page.html',
    'ftp://cdn.example.com/intro.mp4',
    '',
    'not a link',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('embedUrlOf', () => {
  it('builds the privacy-enhanced players', () => {
    expect(embedUrlOf({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrlOf({ kind: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embedUrlOf({ kind: 'vimeo', id: '76979871:a1b2c3d4e5' })).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1');
    expect(sourceUrlOf({ kind: 'vimeo', id: '76979871:a1b2c3d4e5' })).toBe('https://vimeo.com/76979871/a1b2c3d4e5');
    expect(sourceUrlOf({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(embedUrlOf({ kind: 'file', id: 'https://cdn.example.com/a.mp4' })).toBe('https://cdn.example.com/a.mp4');
  });
});

describe('lessonMediaUrl', () => {
  it('keeps the app’s own files (as their path) and https links to the allowed hosts', () => {
    expect(lessonMediaUrl(' /uploads/3f2a.webp ', sources)).toBe('/uploads/3f2a.webp');
    expect(lessonMediaUrl('https://iyl.example.com/uploads/3f2a.webp', sources)).toBe('/uploads/3f2a.webp');
    expect(lessonMediaUrl('https://CDN.example.com/a.png', sources)).toBe('https://cdn.example.com/a.png');
    expect(lessonMediaUrl('https://media.example.org:8443/a.png', sources)).toBe('https://media.example.org:8443/a.png');
  });

  it.each([
    'https://images.example.com/a.png',
    'https://tracker.example/pixel.gif?who=1',
    'http://cdn.example.com/a.png',
    'https://media.example.org/a.png',
    'https://user@cdn.example.com/a.png',
    'https://iyl.example.com/api/v1/session',
    'http://iyl.example.com.evil.example/uploads/a.webp',
    '/uploads/../etc/passwd',
    '/uploads/',
    '//evil.example/uploads/a.webp',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
  ])('refuses %s', (url) => {
    expect(lessonMediaUrl(url, sources)).toBeNull();
  });
});
