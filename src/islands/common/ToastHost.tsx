import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_GAP, TOAST_LIMIT, TOAST_OPTIONS, toastsOverLimit } from '../../lib/toast.ts';
import { useMounted } from './hooks.ts';

/** The page's toaster with the spec's toast settings; at most 20 toasts are held at once. */
export default function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsOverLimit(toasts, TOAST_LIMIT)) toast.dismiss(id);
  }, [toasts]);
  // A toast raised before this island hydrates (a failed request on load) would make the
  // hydrating render differ from the server's; the toaster appears once mounted, toasts and all.
  const mounted = useMounted();
  if (!mounted) return null;
  return <Toaster position="top-center" gutter={TOAST_GAP} toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} />;
}
