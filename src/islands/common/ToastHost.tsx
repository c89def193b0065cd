import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_GAP, TOAST_LIMIT, TOAST_OPTIONS, toastsOverLimit } from '../../lib/toast.ts';

/** The page's toaster with the spec §9 settings; at most 20 toasts are held at once. */
export default function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);
  return <Toaster position="top-center" gutter={TOAST_GAP} toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} />;
}
