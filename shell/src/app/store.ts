import { createAppStore } from '@conform/shell-contract';

/** The shell's store: the contract's, so remotes' endpoints land in the same cache. */
export const createStore = createAppStore;
