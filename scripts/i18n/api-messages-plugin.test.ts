import { describe, expect, it } from 'vitest';
import { apiMessagesInClient, apiMessagesOnly } from './api-messages-plugin.ts';

const file = JSON.stringify({ $schema: 's', 'nav.home': '首页', 'api.err.notFound': '未找到' });
type Transform = (this: unknown, code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = apiMessagesInClient().transform as Transform;
const inEnvironment = (consumer: 'client' | 'server') => ({ environment: { config: { consumer } } });

describe('apiMessagesInClient', () => {
  it('keeps only the API\'s messages of a catalogue file', () => {
    expect(JSON.parse(apiMessagesOnly(file))).toEqual({ 'api.err.notFound': '未找到' });
  });

  it('trims the catalogue files in client code only', () => {
    expect(transform.call(inEnvironment('client'), file, '/repo/messages/zh-CN.json')?.code).toBe(apiMessagesOnly(file));
    expect(transform.call(inEnvironment('server'), file, '/repo/messages/zh-CN.json')).toBeNull();
    expect(transform.call(inEnvironment('client'), file, '/repo/src/server/modules/boxes/data/cases.json')).toBeNull();
    expect(transform.call({}, file, '/repo/messages/en.json', { ssr: true })).toBeNull();
  });
});
