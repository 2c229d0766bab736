// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// deflate-bench: zlib against libdeflate on E01 chunks, the choice behind ChunkCompressor.
// Deflates and inflates the same chunks (32 KiB, zlib streams as an E01 holds them) of a mix like
// bench/ewf.sh's: per 10 chunks, 4 of zeros, 3 of text, 3 of pseudo-random bytes. Prints MB/s of
// input (10^6 bytes/s) and the compressed size as a share of the input, on one thread.
//   cmake --build build --target deflate-bench && build/bench/deflate-bench [MiB]

#include <libdeflate.h>
#include <zlib.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

namespace {

constexpr std::size_t ChunkBytes = 32 * 1024;

std::vector<unsigned char> mixedChunks(std::size_t chunks)
{
    std::vector<unsigned char> data(chunks * ChunkBytes);
    std::mt19937_64 random(1);
    const char *words[] = {"the ",        "evidence ", "of ",   "sector ", "examiner ",
                           "2026-12-02 ", "drive ",    "case ", "\n"};
    for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
        unsigned char *bytes = &data[chunk * ChunkBytes];
        const std::size_t kind = chunk % 10;
        if (kind < 4)
            continue; // zeros
        for (std::size_t index = 0; index < ChunkBytes;) {
            if (kind < 7) {
                const char *word = words[random() % 9];
                for (std::size_t at = 0; word[at] && index < ChunkBytes; ++at)
                    bytes[index++] = static_cast<unsigned char>(word[at]);
            } else {
                const std::uint64_t value = random();
                std::memcpy(bytes + index, &value, 8);
                index += 8;
            }
        }
    }
    return data;
}

double seconds(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t mebibytes = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 256;
    const std::size_t chunks = mebibytes * 1024 * 1024 / ChunkBytes;
    const std::vector<unsigned char> data = mixedChunks(chunks);
    const double megabytes = double(data.size()) / 1e6;
    std::vector<unsigned char> out(ChunkBytes * 2);
    std::vector<std::vector<unsigned char>> streams(chunks);
    std::printf("%zu MiB of 32 KiB chunks (40 %% zeros, 30 %% text, 30 %% random), one thread\n",
                mebibytes);
    for (const int level : {1, 6, 9}) {
        auto start = std::chrono::steady_clock::now();
        std::size_t zlibBytes = 0;
        for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
            uLongf size = uLongf(out.size());
            compress2(out.data(), &size, &data[chunk * ChunkBytes], ChunkBytes, level);
            zlibBytes += size;
        }
        const double zlibSeconds = seconds(start);
        libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
        start = std::chrono::steady_clock::now();
        std::size_t libdeflateBytes = 0;
        for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
            streams[chunk].resize(ChunkBytes * 2);
            streams[chunk].resize(libdeflate_zlib_compress(compressor, &data[chunk * ChunkBytes],
                                                           ChunkBytes, streams[chunk].data(),
                                                           streams[chunk].size()));
            libdeflateBytes += streams[chunk].size();
        }
        const double libdeflateSeconds = seconds(start);
        libdeflate_free_compressor(compressor);
        std::printf("deflate level %d: zlib %6.0f MB/s (%.3f), libdeflate %6.0f MB/s (%.3f)\n",
                    level, megabytes / zlibSeconds, double(zlibBytes) / double(data.size()),
                    megabytes / libdeflateSeconds, double(libdeflateBytes) / double(data.size()));
    }
    // The level 9 streams of the last round, inflated by both.
    std::vector<unsigned char> back(ChunkBytes);
    auto start = std::chrono::steady_clock::now();
    for (const std::vector<unsigned char> &stream : streams) {
        uLongf size = ChunkBytes;
        uncompress(back.data(), &size, stream.data(), uLong(stream.size()));
    }
    const double zlibSeconds = seconds(start);
    libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    start = std::chrono::steady_clock::now();
    for (const std::vector<unsigned char> &stream : streams) {
        std::size_t size = 0;
        libdeflate_zlib_decompress(decompressor, stream.data(), stream.size(), back.data(),
                                   ChunkBytes, &size);
    }
    const double libdeflateSeconds = seconds(start);
    libdeflate_free_decompressor(decompressor);
    std::printf("inflate: zlib %6.0f MB/s, libdeflate %6.0f MB/s\n", megabytes / zlibSeconds,
                megabytes / libdeflateSeconds);
    return 0;
}
