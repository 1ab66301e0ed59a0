import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  prerender: ["/"],
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
