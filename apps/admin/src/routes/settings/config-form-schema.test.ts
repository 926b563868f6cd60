import { describe, expect, it } from 'vitest';
import { configFormSchema, isSiteImage } from './config-form-schema';

describe('the settings form schema', () => {
  it('takes images on this site or data:image URLs, nothing another site serves', () => {
    for (const ok of [
      '',
      '/logo.svg',
      '/uploads/banner 1.webp'.replace(' ', '-'),
      'data:image/png;base64,AA==',
    ])
      expect(isSiteImage(ok), ok).toBe(true);
    for (const bad of [
      'https://cdn.example/b.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      '/x" onerror="',
    ])
      expect(isSiteImage(bad), bad).toBe(false);
  });

  it('drops empty bank logos (the built-in one) and keeps the rest', () => {
    const schema = configFormSchema('bad image');
    const logos = schema.shape.bankLogos.parse({ '004': '', '014': '/uploads/scb.png' });
    expect(logos).toEqual({ '014': '/uploads/scb.png' });
  });
});
