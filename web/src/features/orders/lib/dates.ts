/** The order pages' date with time: the shared format, so a moment reads as it does in the admin. */
export { formatDateTime } from "@/lib/format";
