import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { paths } from '../lib/paths';
import { screenPath } from '../lib/screen-headings';

type LoadSkeleton = (client: QueryClient, search: string) => Promise<ComponentType>;

// The screens whose first paint is their content, not their heading: Updates draws its
// newest notes while its code loads (decision 226). The frame draws that skeleton with its
// first page; both come in well before the shell's ~50 files (decision 233).
const SCREEN_SKELETONS: Partial<Record<string, LoadSkeleton>> = {
  [paths.updates]: (client, search) =>
    import('../features/updates/first-paint').then((door) => door.screenSkeleton(client, search)),
};

interface Loading {
  done: Promise<void>;
  settled: boolean;
  Skeleton?: ComponentType;
}

// One load per page: the frame is drawn in several places in turn (the router's loader, its
// Suspense fallback, the kept lists' read-back), and each draws the skeleton at once.
const loads = new Map<LoadSkeleton, Loading>();

/**
 * Starts loading the skeleton of the screen at `pathname`, if it has one, once per page: the
 * router calls it while the session check is still answering, so the frame's first drawing
 * can have it. The address it first loads for is the one the frame draws.
 */
export function startFrameSkeleton(pathname: string, search: string, client: QueryClient) {
  const load = SCREEN_SKELETONS[screenPath(pathname)];
  if (!load) return undefined;
  let loading = loads.get(load);
  if (!loading) {
    const started: Loading = { settled: false, done: Promise.resolve() };
    // If it cannot load, the frame keeps its plain skeleton; the shell reports a failure.
    started.done = load(client, search).then(
      (Skeleton) => {
        started.Skeleton = Skeleton;
        started.settled = true;
      },
      () => {
        started.settled = true;
      },
    );
    loads.set(load, started);
    loading = started;
  }
  return loading;
}

/**
 * The skeleton of the screen at `pathname`, once it is ready to draw, if it has one; `drawn`
 * once the frame shows what it will show until the shell takes over.
 */
export function useFrameSkeleton(pathname: string, search: string) {
  const client = useQueryClient();
  const [loading] = useState(() => startFrameSkeleton(pathname, search, client));
  const [settled, setSettled] = useState(loading?.settled ?? true);
  useEffect(() => {
    if (!loading || loading.settled) return;
    let active = true;
    void loading.done.then(() => active && setSettled(true));
    return () => {
      active = false;
    };
  }, [loading]);
  return { Skeleton: settled ? loading?.Skeleton : undefined, drawn: settled };
}
