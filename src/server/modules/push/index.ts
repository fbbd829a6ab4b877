// Web Push (issue 26): VAPID keys, browsers' subscriptions held per session, and the push outbox
// with its worker. A feature queues a notification with queuePush in its own transaction.
export { pushRoutes } from "./push.routes.js";
export { canPush, isAllowedEndpoint, PUSH_CHANNEL, queuePush, voidPendingPushes } from "./push.service.js";
export { PushWorker } from "./worker.js";
export { vapidKeys, type VapidKeys } from "./vapid.js";
