/**
 * The contact dialog's meetings widget: its settings, the runtime config the shell reads, and the local
 * stand-in the gateway serves outside production (the page it frames and the script that frames it).
 */
import express from 'express';
import request from 'supertest';
import { ZGatewayConfigSchema } from '../src/config.ts';
import { meetingsStandIn } from '../src/meetings.ts';
import { LOCAL_MEETINGS, meetingsWidget, runtimeConfig } from '../src/runtime-config.ts';

describe('meetings widget', () => {
  it('is the configured one, else the local stand-in outside production, else none', () => {
    const configured = {
      MEETINGS_URL: 'https://meetings.example/expert?embed=true',
      MEETINGS_SCRIPT_URL: 'https://static.meetings.example/MeetingsEmbedCode.js',
    };
    expect(meetingsWidget(configured, true)).toEqual({
      pageUrl: configured.MEETINGS_URL,
      scriptUrl: configured.MEETINGS_SCRIPT_URL,
    });
    expect(meetingsWidget({}, false)).toEqual(LOCAL_MEETINGS);
    expect(meetingsWidget({}, true)).toBeNull();
    expect(runtimeConfig({ production: false }).meetings).toEqual(LOCAL_MEETINGS);
    expect(runtimeConfig({ production: true }).meetings).toBeNull();
  });

  it('refuses one setting without the other, and anything but an http(s) URL or a path', () => {
    expect(ZGatewayConfigSchema.safeParse({ MEETINGS_URL: 'https://meetings.example/x' }).success).toBe(
      false,
    );
    expect(
      ZGatewayConfigSchema.safeParse({
        MEETINGS_URL: 'javascript:alert(1)',
        MEETINGS_SCRIPT_URL: 'https://static.meetings.example/embed.js',
      }).success,
    ).toBe(false);
    expect(
      ZGatewayConfigSchema.safeParse({
        MEETINGS_URL: '//meetings.example/x',
        MEETINGS_SCRIPT_URL: 'https://static.meetings.example/embed.js',
      }).success,
    ).toBe(false);
    const ok = ZGatewayConfigSchema.parse({
      MEETINGS_URL: 'https://meetings.example/x',
      MEETINGS_SCRIPT_URL: '/platform/static/embed.js',
    });
    expect(ok.MEETINGS_SCRIPT_URL).toBe('/platform/static/embed.js');
  });

  describe('local stand-in', () => {
    const app = express().use(meetingsStandIn());

    it('serves an embed script that frames each container’s data-src, as the provider’s does', async () => {
      const res = await request(app).get(LOCAL_MEETINGS.scriptUrl).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.text).toContain('.meetings-iframe-container[data-src]');
      expect(res.text).toContain("createElement('iframe')");
    });

    it('serves a booking page in the visitor’s language that only the platform may frame, with no script', async () => {
      const ro = await request(app).get(`${LOCAL_MEETINGS.pageUrl}?lang=ro`).expect(200);
      expect(ro.text).toContain('<html lang="ro">');
      expect(ro.text).toContain('Programați o discuție');
      expect(ro.text).not.toContain('<script');
      expect(ro.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(ro.headers['content-security-policy']).toContain("default-src 'none'");
      expect(ro.headers['x-frame-options']).toBe('SAMEORIGIN');
      const en = await request(app).get(LOCAL_MEETINGS.pageUrl).set('Accept-Language', 'en-GB').expect(200);
      expect(en.text).toContain('Schedule a discussion');
    });

    it('confirms a booked time without sending anything', async () => {
      const page = await request(app).get(`${LOCAL_MEETINGS.pageUrl}?lang=en`).expect(200);
      const slot = /name="slot" value="([^"]+)"/.exec(page.text)?.[1];
      expect(slot).toBeDefined();
      const booked = await request(app)
        .get(`${LOCAL_MEETINGS.pageUrl}?lang=en&slot=${encodeURIComponent(slot!)}`)
        .expect(200);
      expect(booked.text).toContain('Your discussion is booked');
    });

    it('offers no time on a Romanian public holiday, nor at a weekend', async () => {
      // Wednesday 23 December 2026: Christmas (25th, a Friday) and the 26th are public holidays.
      const festive = express().use(meetingsStandIn({ now: () => new Date('2026-12-23T09:00:00Z') }));
      const page = await request(festive).get(`${LOCAL_MEETINGS.pageUrl}?lang=en`).expect(200);
      const days = [...page.text.matchAll(/name="slot" value="([^"]+)"/g)].map((m) => m[1]!.slice(0, 10));
      expect([...new Set(days)]).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
      expect(page.text).not.toContain('25 December');
      // Orthodox Easter 2027: Good Friday 30 April, then a weekend, then Easter Monday 3 May.
      const easter = express().use(meetingsStandIn({ now: () => new Date('2027-04-29T09:00:00Z') }));
      const spring = await request(easter).get(`${LOCAL_MEETINGS.pageUrl}?lang=ro`).expect(200);
      const springDays = [...spring.text.matchAll(/name="slot" value="([^"]+)"/g)].map((m) =>
        m[1]!.slice(0, 10),
      );
      expect([...new Set(springDays)]).toEqual(['2027-05-04', '2027-05-05', '2027-05-06']);
    });
  });
});
