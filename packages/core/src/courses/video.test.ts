import { describe, expect, it } from 'vitest';
import { embedUrlOf, httpsLink, parseVideoUrl, sourceUrlOf } from './video.ts';

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

  it('an https video file', () => {
    expect(parseVideoUrl('https://cdn.example.com/lessons/intro.MP4')).toEqual({ kind: 'file', id: 'https://cdn.example.com/lessons/intro.MP4' });
    expect(parseVideoUrl('https://cdn.example.com/a.webm?x=1')).toEqual({ kind: 'file', id: 'https://cdn.example.com/a.webm?x=1' });
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

describe('httpsLink', () => {
  it('keeps https links only', () => {
    expect(httpsLink(' https://images.example.com/a.png ')).toBe('https://images.example.com/a.png');
    expect(httpsLink('http://images.example.com/a.png')).toBeNull();
    expect(httpsLink('javascript:alert(1)')).toBeNull();
    expect(httpsLink('data:image/png;base64,AA')).toBeNull();
  });
});
