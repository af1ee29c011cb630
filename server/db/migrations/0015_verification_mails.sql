ALTER TYPE "public"."mail_template" ADD VALUE 'verification_approved';--> statement-breakpoint
ALTER TYPE "public"."mail_template" ADD VALUE 'verification_rejected';