import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.js';
import { plainTextOf } from './sanitize-body.js';

const values = { 'user.firstName': 'Ann <b>&</b>', 'action.link': 'https://x.test/set#token=a&b' };
const links = new Set(['action.link']);
const render = (body: string) => renderTemplate({ subject: 'Hi {{user.firstName}}', body }, values, links);

describe('renderTemplate', () => {
  it('escapes every value in the HTML, leaves the subject as text and writes a plain-text part', () => {
    const rendered = render('<p>Hello {{user.firstName}},</p>');
    expect(rendered.subject).toBe('Hi Ann <b>&</b>');
    expect(rendered.html).toBe('<p>Hello Ann &#60;b&#62;&#38;&#60;/b&#62;,</p>');
    expect(rendered.text).toBe('Hello Ann <b>&</b>,');
  });

  it('a link variable in running text (bare or as a chip) becomes an anchor showing its address', () => {
    const anchor = '<a href="https://x.test/set#token=a&#38;b">https://x.test/set#token=a&#38;b</a>';
    expect(render('<p>Go: {{action.link}}</p>').html).toBe(`<p>Go: ${anchor}</p>`);
    expect(render('<p>Go: <span data-variable="action.link">{{action.link}}</span></p>').html).toBe(
      `<p>Go: ${anchor}</p>`,
    );
    expect(render('<p>Go: {{action.link}}</p>').text).toBe('Go: https://x.test/set#token=a&b');
  });

  it('inside an existing anchor, text or address, the link is only escaped: anchors never nest', () => {
    const html = render('<p><a href="{{action.link}}">Choose a password ({{action.link}})</a></p>').html;
    expect(html).toBe(
      '<p><a href="https://x.test/set#token=a&#38;b" target="_blank" rel="noopener noreferrer">' +
        'Choose a password (https://x.test/set#token=a&#38;b)</a></p>',
    );
  });

  it('the plain-text part, filled from the template once read as text, is the filled HTML read as text', () => {
    const bodies = [
      '<p>Hello {{user.firstName}},</p><p>Go: {{action.link}}</p>',
      '<h2>Dear <span data-variable="user.firstName">{{user.firstName}}</span></h2><ul><li>one</li><li>two &amp; three</li></ul>',
      '<p><a href="{{action.link}}">Choose ({{action.link}})</a></p><p>{{x.y}}</p><blockquote>quoted</blockquote>',
      '<p>{{user.firstName}}</p><p></p><p></p><p>Bye<br>now</p>',
    ];
    for (const body of bodies) {
      const rendered = render(body);
      expect(rendered.text, body).toBe(plainTextOf(rendered.html));
    }
  });

  it('without link variables it fills as the campaign preview always did; unknown placeholders stay', () => {
    const plain = renderTemplate({ subject: '', body: '<p>{{action.link}} {{x.y}}</p>' }, values);
    expect(plain.html).toBe('<p>https://x.test/set#token=a&#38;b {{x.y}}</p>');
  });
});
