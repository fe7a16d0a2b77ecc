/** The built chunk of the Firebase sign-in SDK, by its path under /assets/. */
export const firebaseSdkAsset = /\/assets\/firebase-auth\.client-[\w-]+\.js$/;
