/** The cards a list's skeleton draws (LoadingCards, ListLoading): how many, how tall. */
export const LOADING_CARDS = { count: 3, height: 96 } as const;
