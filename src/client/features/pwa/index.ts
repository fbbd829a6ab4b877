/** The installable app's page side: the update prompt (the worker's registration is features/offline/register.ts). */
export { showUpdatePrompt, UpdatePrompt } from "./UpdatePrompt";
