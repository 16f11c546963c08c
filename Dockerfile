# Build: docker build -t alice .
# Run:   docker run -d --name alice --env-file .env -v alice-data:/data alice
# HTTP:  docker run -d --env-file .env -p 8080:8080 alice serve   (on PostgreSQL)

FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin alice \
    && cp target/release/alice /alice \
    && strip /alice

FROM debian:bookworm-slim
# TLS roots for discord.com (rustls uses its bundled roots; these help any
# proxy with a public certificate) and a non-root user owning /data.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin alice \
    && mkdir -p /data && chown alice:alice /data
COPY --from=build /alice /usr/local/bin/alice
USER alice
WORKDIR /data
VOLUME ["/data"]
ENV DATABASE_URL=sqlite:///data/alice.db \
    RUST_LOG=warn,alice=info
# `alice serve` listens here (the HTTP interactions endpoint); `alice run`
# needs no port.
EXPOSE 8080
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/alice"]
CMD ["run"]
