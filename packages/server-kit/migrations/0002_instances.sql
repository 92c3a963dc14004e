-- The processes that hold leases (server-kit/src/instances.ts): a lease on a job or an event delivery
-- names the instance that took it, so a process that died (SIGKILL, out of memory, a lost machine)
-- has its work taken back as soon as that is known, not when its lease runs out (minutes).
-- In the shared schema every service's role may already use: a process of any service may find
-- another's death.
CREATE TABLE platform_events.instances (
	id text PRIMARY KEY,
	-- What runs in it: a service's name, or `platform` for the embedded platform.
	name text NOT NULL,
	-- Hostname, boot id and pid namespace: a pid is comparable only within the same scope.
	scope text NOT NULL,
	pid integer NOT NULL,
	-- The process's start time (clock ticks since boot): a reused pid is another process.
	start_ticks text NOT NULL,
	started_at timestamptz NOT NULL DEFAULT now(),
	-- Moved forward every few seconds while the process lives.
	heartbeat_at timestamptz NOT NULL DEFAULT now()
);
