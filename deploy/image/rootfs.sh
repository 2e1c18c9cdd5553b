#!/usr/bin/env bash
# Builds the file system that the OCI image (Maven profile "image", Jib) lays over an empty
# ("scratch") base, since no base image can be pulled here:
#   /opt/jre                 a jlink runtime made from the JDK running the build, with only the
#                            modules firmsite uses (java.desktop headless, for images), and a CDS
#                            archive for a faster start
#   /lib/x86_64-linux-gnu    every shared library that runtime and firmsite's native code (Netty
#   /lib64                   epoll, Brotli) link against, copied from the build machine (its glibc),
#                            found with ldd; a library ldd cannot find stops the build
#   /etc/passwd, /etc/group  the user firmsite (65532) that the image runs as
#   /etc/nsswitch.conf       names from /etc/hosts, then DNS (for a Redis host name)
#   /tmp                     writable: Netty and Brotli unpack their native libraries there
# Usage: rootfs.sh OUTPUT_DIR JAVA_HOME SHADED_JAR
set -euo pipefail
out=$1 jdk=$2 jar=$3
modules=java.base,java.desktop,java.logging,java.naming,java.net.http,java.sql,java.xml,jdk.httpserver,jdk.jfr,jdk.management,jdk.unsupported,jdk.zipfs

rm -rf "$out"
mkdir -p "$out/opt" "$out/etc" "$out/tmp" "$out/lib/x86_64-linux-gnu" "$out/lib64"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
  --compress=zip-6 --generate-cds-archive --output "$out/opt/jre"
# The archive for heaps over 32 GiB (no compressed oops) is never used by a 256 MiB site.
rm -f "$out/opt/jre/lib/server/classes_nocoops.jsa"
# java.desktop is there for ImageIO (images are encoded in memory, headless): its X11 toolkit, the
# AWT bridge, the splash screen and sound are never loaded, and would need X11 and ALSA libraries.
rm -f "$out/opt/jre/lib/libawt_xawt.so" "$out/opt/jre/lib/libjawt.so" "$out/opt/jre/lib/libsplashscreen.so" "$out/opt/jre/lib/libjsound.so"

natives=$(mktemp -d)
trap 'rm -rf "$natives"' EXIT
(cd "$natives" && "$jdk/bin/jar" xf "$jar" META-INF/native lib)

# Every ELF file of the runtime and of the jar's native code; ldd resolves what each needs.
mapfile -t elves < <(find "$out/opt/jre" "$natives" -type f \( -name '*.so' -o -path '*/bin/*' \) -exec sh -c 'head -c 4 "$1" | grep -q ELF' _ {} \; -print)
missing=$(for f in "${elves[@]}"; do ldd "$f" 2>/dev/null | grep 'not found' || true; done | grep -v -e 'libjvm.so' -e 'libjava.so' -e 'libjli.so' || true)
if [ -n "$missing" ]; then
  echo "rootfs.sh: libraries not found on this machine:" >&2
  echo "$missing" >&2
  exit 1
fi
for f in "${elves[@]}"; do
  ldd "$f" 2>/dev/null | awk '/=> \// { print $3 } /^[ \t]*\/.*ld-linux/ { print $1 }'
done | sort -u | while read -r lib; do
  case "$lib" in "$out"/*|"$natives"/*) continue ;; esac
  if [[ "$lib" == */ld-linux-x86-64.so.2 ]]; then
    cp -L "$lib" "$out/lib64/ld-linux-x86-64.so.2"
  fi
  cp -L "$lib" "$out/lib/x86_64-linux-gnu/$(basename "$lib")"
done

printf 'root:x:0:0:root:/root:/sbin/nologin\nfirmsite:x:65532:65532:firmsite:/nonexistent:/sbin/nologin\n' > "$out/etc/passwd"
printf 'root:x:0:\nfirmsite:x:65532:\n' > "$out/etc/group"
printf 'hosts: files dns\n' > "$out/etc/nsswitch.conf"
echo "rootfs.sh: $(du -sh "$out" | cut -f1) in $out: jre modules $modules; libraries: $(ls "$out/lib/x86_64-linux-gnu" | tr '\n' ' ')"
