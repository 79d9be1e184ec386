import { afterEach, vi } from 'vitest';

// Web component tests opt into happy-dom with `// @vitest-environment happy-dom`;
// Mantine needs these browser APIs, which happy-dom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Autosizing textareas resize again once web fonts load.
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
}

// The files of a worker share its loaded modules (vitest.config.ts), so a hook registered
// when a module is first imported runs for that file only: Testing Library's automatic
// cleanup, for one. Every file gets them here, where setup files run once per file.
afterEach(() => {
  vi.unstubAllGlobals();
});
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // A shared 2-core machine can be slow to render a dialog: wait for the DOM, never for a clock.
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(cleanup);
}
