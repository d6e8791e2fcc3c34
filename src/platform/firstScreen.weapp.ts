/** The mini-program has no index.html and so no first screen drawn before the app (H5: ./first-screen.h5.ts). */
export function releaseFirstScreen(): void {}
