import { useEffect, useState } from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'error';

/**
 * A third-party script loaded while the calling component is on screen (docs/spec/behaviour.md §7: "load external meetings
 * script and unload on leaving"): its <script> element is added after the component's first render, so
 * the provider's code finds the elements it fills, and removed when the component goes. Added again,
 * it runs again. The page's Content-Security-Policy must allow its origin (runtime config, server-kit).
 */
export function useExternalScript(src: string): ScriptStatus {
  const [status, setStatus] = useState<{ src: string; status: ScriptStatus }>({ src, status: 'loading' });
  useEffect(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // A script removed while loading may still report: its component is gone by then.
    let current = true;
    script.addEventListener('load', () => current && setStatus({ src, status: 'ready' }));
    script.addEventListener('error', () => current && setStatus({ src, status: 'error' }));
    document.body.appendChild(script);
    return () => {
      current = false;
      script.remove();
    };
  }, [src]);
  return status.src === src ? status.status : 'loading';
}
