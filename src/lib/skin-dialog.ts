// The skin dialog (the spec's overlay "skin"), openable from anywhere a skin is shown: case contents,
// backpack, live feed, shop, dream pool, /skin. The dialog host (src/islands/dialogs/DialogHost.tsx)
// shows it while the `skin` overlay is on, for the skin in $skinDialogId.
import { atom } from 'nanostores';
import { $dialogs, closeDialog, openDialog } from './stores/dialogs.ts';

/** The catalogue id (Ornament.ornamentId) of the skin the dialog shows. */
export const $skinDialogId = atom<number | null>(null);

/** Show the skin dialog for a catalogue skin (its ornamentId); another skin replaces the one shown. */
export function openSkinDialog(ornamentId: number): void {
  if (!Number.isSafeInteger(ornamentId) || ornamentId < 1) return;
  $skinDialogId.set(ornamentId);
  if (!$dialogs.get().skin) openDialog('skin');
}

export function closeSkinDialog(): void {
  closeDialog('skin');
}
