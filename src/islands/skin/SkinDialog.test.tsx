// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkinDetail } from '../../shared/contracts/skin.ts';
import { $skinDialogId, openSkinDialog } from '../../lib/skin-dialog.ts';
import { $dialogs, closeAllDialogs } from '../../lib/stores/dialogs.ts';
import type { BagItem } from '../../shared/contracts/bag.ts';
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { translator } from '../../lib/i18n/ui.ts';
import { BagItemCard } from '../bag/BagItemCard.tsx';
import { BoxContents } from '../box/BoxContents.tsx';
import { BOX, fail, ok } from '../box/fixtures.ts';
import { DropTile } from '../feed/DropTile.tsx';
import DialogHost from '../dialogs/DialogHost.tsx';

const SKIN: SkinDetail = {
  ornamentId: 42, name: 'AK-47 | Redline (Field-Tested)', image: '/images/ak.webp', price: '120.50', grade: 2,
  rarity: { key: 'classified', color: '#d32ce6', name: 'Classified' }, weaponType: 'ak', weapon: 'AK-47', wear: 'FT', wearName: 'Field-Tested',
  statTrak: true, category: 'ak', caseCount: 2,
  cases: [
    { id: 7, name: 'Red Case', image: '', price: '25.00', rtp: '92.50', themeId: 1, version: 1, odds: '1.2500', tickets: 12500 },
    { id: 9, name: 'Blue Case', image: '', price: '80.00', rtp: '93.00', themeId: 1, version: 2, odds: '0.0100', tickets: 100 },
  ],
};

describe('skin dialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    closeAllDialogs();
    $skinDialogId.set(null);
    fetch.mockImplementation(async (url) => {
      if (url === '/api/skin/detail?id=42') return ok(SKIN);
      if (url === '/api/skin/detail?id=5') return ok({ ...SKIN, ornamentId: 5, name: 'Glock-18 | Fade (Factory New)', statTrak: false, cases: [], caseCount: 0 });
      if (url === '/api/skin/detail?id=404') return fail(6501, 'Skin not found', 404);
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens from openSkinDialog: a labelled modal with the name, price, rarity, wear and every case with its odds and link', async () => {
    render(<DialogHost lang="en" />);
    openSkinDialog(42);
    const dialog = await screen.findByRole('dialog', { name: 'Skin details' });
    await within(dialog).findByTestId('skin-dialog-body');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByTestId('skin-dialog-name').textContent).toBe('AK-47 | Redline (Field-Tested)');
    expect(within(dialog).getByTestId('skin-dialog-price').textContent).toContain('¥120.5');
    expect(dialog.textContent).toContain('Classified');
    expect(dialog.textContent).toContain('Field-Tested');
    const rows = within(dialog).getAllByTestId('skin-dialog-case');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/en/box/7', '/en/box/9']);
    expect(rows.map((r) => within(r).getByTestId('skin-dialog-odds').textContent)).toEqual(['Odds 1.2500%', 'Odds 0.0100%']);
    expect(rows[0].textContent).toContain('¥25');
  });

  it('Escape closes it; Tab stays inside', async () => {
    render(<DialogHost lang="zh-CN" />);
    openSkinDialog(42);
    const dialog = await screen.findByRole('dialog', { name: '饰品详情' });
    await within(dialog).findByTestId('skin-dialog-body');
    const links = within(dialog).getAllByRole('link');
    const last = links[links.length - 1];
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($dialogs.get().skin).toBe(false);
  });

  it('another skin replaces the one shown; a skin in no case says so', async () => {
    render(<DialogHost lang="en" />);
    openSkinDialog(42);
    await screen.findByTestId('skin-dialog-body');
    openSkinDialog(5);
    await waitFor(() => expect(screen.getByTestId('skin-dialog-body').getAttribute('data-ornament-id')).toBe('5'));
    expect(screen.getByTestId('skin-dialog-no-cases').textContent).toBe('No case holds this skin at the moment');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('an unknown skin says it does not exist', async () => {
    render(<DialogHost lang="en" />);
    openSkinDialog(404);
    expect((await screen.findByTestId('skin-dialog-not-found')).textContent).toBe('Skin not found');
  });

  describe('opens from where skins are shown', () => {
    const t = translator('en');
    const item = { ...BOX.items[0], ornamentId: 42 };

    it('a case content tile', async () => {
      render(<><BoxContents items={[item]} t={t} /><DialogHost lang="en" /></>);
      fireEvent.click(within(screen.getByTestId('box-item')).getByRole('button'));
      expect((await screen.findByTestId('skin-dialog-body')).getAttribute('data-ornament-id')).toBe('42');
    });

    it('a backpack tile: the "i" opens the dialog and does not select the item', async () => {
      const bagItem: BagItem = { ...item, id: '9', recoveryPrice: '40.00', moduleId: 1, state: 0, createTime: '2026-01-01T00:00:00Z' };
      const onToggle = vi.fn();
      render(<><ul><BagItemCard item={bagItem} selected={false} onToggle={onToggle} lang="en" t={t} /></ul><DialogHost lang="en" /></>);
      fireEvent.click(screen.getByTestId('skin-info'));
      expect((await screen.findByTestId('skin-dialog-body')).getAttribute('data-ornament-id')).toBe('42');
      expect(onToggle).not.toHaveBeenCalled();
    });

    it('a live-feed tile: the tile still links to its case, the "i" beside it opens the dialog', async () => {
      const drop: DropRecord = { ...item, id: '77', nickname: 'Ann', avatar: '', bot: false, source: 'case', boxId: 7, boxName: 'Case', createTime: '2026-01-01T00:00:00Z' };
      render(<><DropTile drop={drop} t={t} testId="live-drop" /><DialogHost lang="en" /></>);
      expect(screen.getByTestId('live-drop').getAttribute('href')).toBe('/box/7');
      expect(screen.getByTestId('live-drop').contains(screen.getByTestId('skin-info'))).toBe(false);
      fireEvent.click(screen.getByTestId('skin-info'));
      expect((await screen.findByTestId('skin-dialog-body')).getAttribute('data-ornament-id')).toBe('42');
    });
  });
});
