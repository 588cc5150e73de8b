/**
 * Lambda refuses a request over 6 MB; the local origin refuses it too, so only the AWS-shaped path
 * works everywhere. Its own module, so the app's body limits need no route module loaded.
 */
export const REQUEST_MAX_BYTES = 6 * 1024 * 1024;
