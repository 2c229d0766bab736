# The git revision of the source tree, taken when CMake configures (`git describe --always
# --dirty`), or "unknown" outside a git checkout (a source tarball). It goes into a generated
# header, custodybuildinfo.h, so that only the files that show it are rebuilt when it changes.
# The packaging takes the commit's time and whether it is the release tag v<version> from here.
find_package(Git QUIET)
set(CUSTODY_GIT_REVISION "unknown")
set(CUSTODY_GIT_COMMIT_EPOCH "")
set(CUSTODY_GIT_SHORT_REVISION "")
set(CUSTODY_GIT_AT_RELEASE_TAG FALSE)
if(GIT_FOUND)
    execute_process(COMMAND ${GIT_EXECUTABLE} describe --always --dirty
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE custody_git_describe
                    OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE custody_git_result
                    ERROR_QUIET)
    if(custody_git_result EQUAL 0 AND custody_git_describe)
        set(CUSTODY_GIT_REVISION "${custody_git_describe}")
        execute_process(COMMAND ${GIT_EXECUTABLE} log -1 --format=%ct:%h
                        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                        OUTPUT_VARIABLE custody_git_commit
                        OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
        string(REPLACE ":" ";" custody_git_commit "${custody_git_commit}")
        list(GET custody_git_commit 0 CUSTODY_GIT_COMMIT_EPOCH)
        list(GET custody_git_commit 1 CUSTODY_GIT_SHORT_REVISION)
        execute_process(COMMAND ${GIT_EXECUTABLE} describe --tags --exact-match HEAD
                        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                        OUTPUT_VARIABLE custody_git_tag
                        OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
        if(custody_git_tag STREQUAL "v${PROJECT_VERSION}")
            set(CUSTODY_GIT_AT_RELEASE_TAG TRUE)
        endif()
    endif()
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/custodybuildinfo.h.in
               ${PROJECT_BINARY_DIR}/generated/custodybuildinfo.h @ONLY)
message(STATUS "Custody ${PROJECT_VERSION}, git revision ${CUSTODY_GIT_REVISION}")
