CREATE TABLE "course_covers" (
	"name" text PRIMARY KEY NOT NULL,
	"coach_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"customer_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_lesson_id" uuid,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "course_enrolments_customer_id_course_id_pk" PRIMARY KEY("customer_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images_url" text,
	"video_kind" text,
	"video_id" text,
	"habit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_course_position_key" UNIQUE("course_id","position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "course_lessons_video_kind" CHECK ("course_lessons"."video_kind" is null or "course_lessons"."video_kind" in ('youtube', 'vimeo', 'file'))
);
--> statement-breakpoint
CREATE TABLE "course_ratings" (
	"customer_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_customer_id_course_id_pk" PRIMARY KEY("customer_id","course_id"),
	CONSTRAINT "course_ratings_stars" CHECK ("course_ratings"."stars" in (1, 3, 5))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"duration_hours" real NOT NULL,
	"cover_url" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"customer_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_customer_id_lesson_id_pk" PRIMARY KEY("customer_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "course_covers" ADD CONSTRAINT "course_covers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_current_lesson_id_course_lessons_id_fk" FOREIGN KEY ("current_lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_customer_opened_idx" ON "course_enrolments" USING btree ("customer_id","last_opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_enrolments_current_lesson_idx" ON "course_enrolments" USING btree ("current_lesson_id");--> statement-breakpoint
CREATE INDEX "course_ratings_course_idx" ON "course_ratings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_coach_list_idx" ON "courses" USING btree ("coach_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "courses"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "courses_coach_idx" ON "courses" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_course_customer_idx" ON "lesson_completions" USING btree ("course_id","customer_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_lesson_idx" ON "lesson_completions" USING btree ("lesson_id");