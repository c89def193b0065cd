// Wording that once misled players: hints that point left or right where the phone layout stacks
// the parts, two names for one balance transfer, and events announcing as "coming" what is live.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const zhCN = JSON.parse(fs.readFileSync('messages/zh-CN.json', 'utf8')) as Record<string, string>;
const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as Record<string, string>;

describe('wording', () => {
  it('no hint points to a side: on a phone the parts stack', () => {
    expect(Object.entries(zhCN).filter(([, v]) => /左侧|右侧|左边|右边/.test(v))).toEqual([]);
    expect(Object.entries(en).filter(([, v]) => /\b(on|to|at) the (left|right)\b/i.test(v))).toEqual([]);
  });

  it('the balance transfer has one name everywhere', () => {
    expect(new Set([zhCN['nav.transfer'], zhCN['shell.nav.transfer'], zhCN.transfer_title])).toEqual(new Set(['余额转入']));
  });

  it('no event announces as coming soon: every game it could name is live', () => {
    const dir = 'src/content/events';
    for (const locale of fs.readdirSync(dir)) {
      for (const file of fs.readdirSync(path.join(dir, locale))) {
        const text = fs.readFileSync(path.join(dir, locale, file), 'utf8');
        expect(text, `${locale}/${file}`).not.toMatch(/badge: "(预告|預告|Soon)"|即将开放|即將開放|is coming/);
      }
    }
  });
});
