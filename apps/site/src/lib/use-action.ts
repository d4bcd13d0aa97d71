// A mutation without react-query, for the login page: it must stay light (the data layer loads with the member
// area), and a login has no cache to update: the client session stores the profile the member area starts from.
import { useCallback, useRef, useState } from 'react';

export interface ActionHandlers<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: Error) => void;
}

export function useAction<A, R>(action: (argument: A) => Promise<R>) {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({
    isPending: false,
    error: null,
  });
  const latest = useRef(0);

  const mutate = useCallback(
    (argument: A, handlers: ActionHandlers<R> = {}) => {
      const run = ++latest.current;
      setState({ isPending: true, error: null });
      action(argument).then(
        (result) => {
          if (run !== latest.current) return;
          setState({ isPending: false, error: null });
          handlers.onSuccess?.(result);
        },
        (reason: unknown) => {
          if (run !== latest.current) return;
          const error = reason instanceof Error ? reason : new Error(String(reason));
          setState({ isPending: false, error });
          handlers.onError?.(error);
        },
      );
    },
    [action],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ isPending: false, error: null });
  }, []);

  return { mutate, reset, ...state };
}
