/**
 * The Redux store: the API cache, the login state and the toast queue. `makeStore` gives tests a
 * fresh one each.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { apiSlice } from '@/api/api-slice';
import { authSlice } from '@/features/auth/auth-slice';
import { toastSlice } from '@/lib/toast-slice';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * Lets go of a store that is done with (the prerender makes one per page): its cache is dropped
 * and with it the timers RTK Query sets to drop each unused entry after keepUnusedDataFor, which
 * held every page's store and data for a minute (at 10,000 articles a render worker ran out of
 * memory, and the main thread held most of a run's peak).
 */
export function releaseStore(store: AppStore): void {
  store.dispatch(apiSlice.util.resetApiState());
}
export type AppDispatch = AppStore['dispatch'];
