DROP INDEX "idempotency_keys_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_to_idx";